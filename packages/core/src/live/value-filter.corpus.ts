// Test data of value-filter.test.ts: real names, as recipients' lists hold them, and values a
// stranger would put in a live image's URL. Given names and family names of many cultures (each
// alone and paired), and company names; none is a particular person.
// WARNING: HOSTILE holds offensive words, by necessity.

const split = (text: string) => text.trim().split(/\s*\|\s*/);

/** Given names, by culture. */
const GIVEN: Record<string, string> = {
  english: `Dick | Randy | Fanny | Willy | Gaylord | Dixie | Titus | Harry | Peter | Jack | Mary |
    Olivia | Amelia | Oliver | George | Charlotte | Isla | Arthur | Freddie | Poppy | Florence |
    Barnaby | Cornelius | Prudence | Tabitha | Wilfred | Mabel | Rufus | Hattie | Cherry | Candy |
    Bambi | Misty | Sunny | Kitty | Honey | Randi | Coco | Taylor | Brooke | Cody | Dusty | Rusty`,
  spanish: `Assunta | Concepción | Dolores | Consuelo | Socorro | Inmaculada | Pilar | Rocío | José |
    Jesús | Santiago | Alejandro | Lucía | Martina | Ximena | Guadalupe | Maricruz | Fernanda |
    Itziar | Begoña | Iñaki | Concha | Nieves | Amparo | Luz | Paloma | Fidel | Ramón`,
  portuguese: `João | Conceição | Gonçalo | Leonor | Inês | Thiago | Vinícius | Lívia | Benedita |
    Graça | Jurema | Raimundo | Zuleica | Cauã | Iara | Anderson | Cleide | Edivaldo`,
  french: `Amélie | Benoît | Chloé | Gaëlle | Hélène | Jérôme | Maëlys | Noël | Océane | Théo |
    Clémence | Anaïs | Loïc | Aurélien | Ségolène | Gwenaëlle | Fanny | Manon | Quentin | Blandine`,
  italian: `Giuseppe | Francesca | Assunta | Immacolata | Nunzia | Gennaro | Carmela | Rocco |
    Ludovica | Pasquale | Vittoria | Ignazio | Concetta | Salvatore | Annunziata | Bettino`,
  german: `Jürgen | Günther | Hildegard | Sören | Björn | Ulrike | Wolfgang | Anneliese | Dörte |
    Friedhelm | Gudrun | Heike | Kai | Lutz | Mareike | Ortwin | Sieglinde | Uwe | Wiebke | Horst`,
  dutch: `Anouk | Bram | Daan | Femke | Geert | Jelle | Joost | Kees | Lieke | Maartje | Noor |
    Pieter | Sanne | Sjoerd | Tjitske | Wouter | Hein | Fenna | Gijs | Marloes`,
  nordic: `Åsa | Bjørn | Dagny | Eirik | Freja | Gunnhild | Halvard | Ingrid | Jørgen | Kåre |
    Linnéa | Magnus | Nils | Øystein | Ragnhild | Sigrún | Torbjörn | Ulla | Vigdís | Þórunn |
    Aino | Eero | Juha | Kaisa | Päivi | Tuomas | Hora `,
  slavic: `Agnieszka | Bożena | Czesław | Grzegorz | Jadwiga | Krzysztof | Małgorzata | Przemysław |
    Wojciech | Zdzisław | Dušan | Jiří | Květoslava | Miroslav | Radovan | Svetlana | Yaroslav |
    Ljiljana | Dragana | Milica | Natasha | Oksana | Bohdan | Olena | Vasyl | Slavko | Zdenka`,
  russian: `Анастасия | Дмитрий | Екатерина | Сергей | Наталья | Владимир | Ольга | Алексей |
    Татьяна | Михаил | Юлия | Николай | Ксения | Фёдор | Людмила | Святослав | Снежана | Ярослава`,
  greek: `Αικατερίνη | Γεώργιος | Δημήτρης | Ελένη | Ιωάννης | Κωνσταντίνος | Μαρία | Νικόλαος |
    Παναγιώτης | Σοφία | Chrysoula | Evangelos | Kyriaki | Stavros | Theodora | Vasiliki`,
  turkish: `Ayşe | Çağlar | Emine | Gökhan | Hülya | İbrahim | Mehmet | Özlem | Şükrü | Tuğba |
    Ümit | Yağmur | Zeynep | Barış | Derya | Erdem | Fatma | Gülşen | Kübra | Serkan`,
  arabic: `Amina | Khawla | Zubaida | Nicole | Fatima | Mohammed | Ahmed | Aisha | Yusuf | Layla |
    Nour | Omar | Rania | Tariq | Hamza | Samira | Zainab | Bilal | Dalia | Faisal | Nazir |
    Nasser | Sharif | Ayman | Lubna | Rashid | Jamila | Wael | Ghada | Hiba`,
  arabicScript: `محمد | فاطمة | أحمد | عائشة | خولة | زبيدة | نيكول | ليلى | عمر | يوسف | مريم |
    حسن | زينب | علي | نور | سارة | خالد | هدى | طارق | رنا`,
  hebrew: `אברהם | שרה | יצחק | רבקה | יעקב | רחל | דוד | מרים | נועה | איתי | Avital | Eliezer |
    Moshe | Shira | Yael | Zvi | Tzipora | Ofir`,
  persian: `Darius | Farhad | Golnaz | Kourosh | Leila | Mahsa | Navid | Parisa | Roya | Shirin |
    Siavash | Yasaman | Zohreh | Behrouz | Anahita | Dariush`,
  indian: `Aarav | Ananya | Arjun | Deepika | Gaurav | Ishaan | Kavya | Lakshmi | Nikhil |
    Priyanka | Rahul | Sanjay | Shreya | Vikram | Yash | Anal | Dikshit | Harshit | Ankit | Rohit |
    Sukanya | Suka | Randeep | Kutti | Chandni | Bhavna | Gopal | Murugan | Selvi | Thangam |
    Venkatesh | Saraswathi | Pooja | Tejas | Manju | Lalit | Nayak`,
  indianScript: `अनन्या | अर्जुन | दीपिका | लक्ष्मी | राहुल | श्रेया | विक्रम | প্রিয়াঙ্কা | சரஸ்வதி | ಕಾವ್ಯ`,
  chinese: `Wei | Fang | Xiu Ying | Hui | Fu | Ming | Li Na | Jing | Lei | Yong | Jun | Tao | Xiaoling |
    Zhiwei | Shu Fen | Hong | Qiang | Yu | Chun | Dong | Wang | Nima | Bao | Lan`,
  chineseScript: `伟 | 芳 | 秀英 | 娜 | 敏 | 静 | 丽 | 强 | 磊 | 军 | 洋 | 勇 | 艳 | 杰 | 娟 | 涛 | 明 | 超 |
    秀兰 | 霞 | 平 | 刚 | 桂英 | 尼玛 | 王芳 | 李娜`,
  japanese: `Haruto | Yui | Sota | Hina | Yuto | Sakura | Ren | Aoi | Kaito | Mio | Fukuko | Shitara |
    Kenta | Ayumi | Daisuke | Emiko | Hiroshi | Kazuko | Makoto | Noriko | Shin `,
  japaneseScript: `さくら | ゆい | はると | あおい | 陽翔 | 結衣 | 蒼 | 美桜 | 大輔 | 恵美子`,
  korean: `Ji-woo | Seo-yeon | Min-jun | Ha-eun | Do-yoon | Seo-jun | Ji-ho | Su-bin | Ye-jin |
    Hyun-woo | Eun-ji | Jae-won `,
  koreanScript: `지우 | 서연 | 민준 | 하은 | 도윤 | 서준 | 지호 | 수빈 | 예진 | 현우 | 은지 | 재원 `,
  vietnamese: `Phúc | Bích | Huy | Thanh | Ngọc | Dũng | Hương | Tuấn | Linh | Quang | Minh Châu | Thảo |
    Hạnh | Khoa | Lộc | Nhung | Trang | Vy | Duc | Phuoc | Bich Ngoc | Dong`,
  thai: `Somchai | Somsak | Malee | Siriporn | Kanya | Niran | Pimchanok | Sasithorn | Thanawat |
    Wanida | สมชาย | มาลี | ศิริพร `,
  filipino: `Ma. Cristina | Jhun | Bong | Girlie | Jun-Jun | Marivic | Rowena | Jericho | Lovely |
    Precious | Bingbong | Dodong | Inday`,
  indonesian: `Budi | Siti | Agus | Dewi | Bambang | Sri | Wahyu | Ayu | Hendra | Putri | Ketut | Wayan`,
  african: `Chinwe | Ngozi | Oluwaseun | Adebayo | Kwame | Ama | Kofi | Abena | Thandiwe | Sipho |
    Nomvula | Themba | Wanjiru | Kamau | Achieng | Otieno | Amara | Chidi | Folasade | Tendai |
    Nkosana | Zanele | Mandla | Yaw | Akosua | Emeka | Uchenna | Hadiza | Musa | Zawadi | Fenuku`,
  other: `Aroha | Tāne | Moana | Keanu | Leilani | Kalani | Nayeli | Itzel | Xochitl |
    Inti | Quilla | Aiyana | Dakota | Sequoia | Bolat | Aigerim | Nurlan | Gulnara | Timur |
    Ani | Armen | Nino | Giorgi | Tamar | Levan | Gohar | Anahit`,
  burmese: `U Win Aung | Khin | Myint | Thandar | Zaw | Win | Htet`,
};

/** Family names, by culture. */
const FAMILY: Record<string, string> = {
  english: `Cox | Dick | Hancock | Babcock | Hitchcock | Cockburn | Cummings | Cumming | Butts |
    Sexton | Titmuss | Hoare | Crapper | Shufflebottom | Nobbs | Bumstead | Dickinson | Dickens |
    Wankling | Cockerill | Pratt | Slaughter | Moron | Gotobed | Ramsbottom | Daft | Smellie |
    Whorwood | Onions | Bottom | Balls | Fudge | Willy | Winner | Loser | Bush | Pickles |
    Sluter | Cock | Johnson | Dyke | Coon | Horne | Glasscock | Woodcock | Peacock | Pocock |
    Heycock | Alcock | Wilcock | Lipshitz | Analise | Penistone | Clitheroe | Scunthorpe`,
  spanish: `García | Rodríguez | Martínez | López | González | Pérez | Sánchez | Ramírez | Torres |
    Flores | Rivera | Gómez | Díaz | Cruz | Morales | Reyes | Gutiérrez | Ortiz | Chávez | Ruiz |
    Concha | Puig | Negro | Verga | Pena | Hoyos | Cabrera | Culebras | Polanco`,
  portuguese: `Silva | Santos | Oliveira | Souza | Pereira | Ferreira | Alves | Lima | Gomes | Costa |
    Ribeiro | Martins | Carvalho | Rocha | Gago | Coelho | Cardoso | Teixeira | Cavaco`,
  french: `Martin | Bernard | Dubois | Thomas | Robert | Richard | Petit | Durand | Leroy | Moreau |
    Lefèvre | Rousseau | Fontaine | Chevalier | Nègre | Salaün | Lecocq | Lebon`,
  italian: `Rossi | Russo | Ferrari | Esposito | Bianchi | Romano | Colombo | Ricci | Marino | Greco |
    Bruno | Gallo | Conti | De Luca | Mancini | Costa | Giordano | Troia | Cazzola | Lauda | Pisano | Minchella | Cacace | Culotta`,
  german: `Müller | Schmidt | Schneider | Fischer | Weber | Meyer | Wagner | Becker | Schulz |
    Hoffmann | Fick | Fuchs | Kock | Kuntz | Heil | Wichmann | Sauer | Penner | Pfaff | Fröhlich | Ochs | Loser | Wankel | Fickler | Schlecht | Kotz`,
  dutch: `de Jong | Jansen | de Vries | van den Berg | van Dijk | Bakker | Janssen | Visser | Smit |
    Meijer | de Boer | Mulder | de Groot | Bos | Vos | Peters | Hendriks | van Leeuwen | Dekker |
    Brouwer | Kok `,
  nordic: `Andersson | Johansson | Karlsson | Nilsson | Eriksson | Larsson | Olsen | Hansen |
    Pedersen | Lundqvist | Berg | Dahl | Virtanen | Korhonen | Mäkinen | Nieminen |
    Guðmundsdóttir | Jónsson | Kukkonen | Hora | Lund | Kuk`,
  slavic: `Nowak | Kowalski | Wiśniewski | Wójcik | Kowalczyk | Kamiński | Lewandowski | Zieliński |
    Szymański | Woźniak | Dąbrowski | Novák | Svoboda | Dvořák | Horvat | Kovačević | Petrović |
    Jovanović | Shevchenko | Kovalenko | Bondarenko | Pizzolato | Slutsky | Sukach | Khuyagt | Kurowski `,
  russian: `Иванов | Смирнова | Кузнецов | Попова | Васильев | Петрова | Соколов | Михайлова |
    Новиков | Фёдорова | Морозов | Волкова | Сучков | Хуснутдинов | Блинов `,
  turkish: `Yılmaz | Kaya | Demir | Şahin | Çelik | Yıldız | Yıldırım | Öztürk | Aydın | Özdemir |
    Arslan | Doğan | Kılıç | Aslan | Çetin | Kara | Koç | Kurt | Özkan | Şimşek `,
  arabic: `Al-Farsi | Haddad | Khoury | Nasser | Saleh | Mansour | Aziz | Hussein | Abboud | Karam |
    Najjar | Sabbagh | Touma | Zayed | El-Amin | Chaoui | Hamdan | Kanaan`,
  persian: `Ahmadi | Hosseini | Karimi | Mohammadi | Rezaei | Moradi | Sadeghi | Jafari | Rahimi |
    Kazemi | Dikshit | Tehrani`,
  indian: `Sharma | Patel | Singh | Kumar | Gupta | Reddy | Iyer | Nair | Menon | Rao | Joshi | Mehta |
    Chatterjee | Banerjee | Mukherjee | Desai | Pillai | Dikshit | Chodankar | Gandhi | Bhosle |
    Randhawa | Kutty | Chaudhary | Nayak | Phukan | Muthuswamy`,
  chinese: `Wang | Li | Zhang | Liu | Chen | Yang | Huang | Zhao | Wu | Zhou | Xu | Sun | Ma | Zhu | Hu |
    Guo | He | Gao | Lin | Luo | Fu | Cao | Hui | Dong | Kong | Mo | Wong | Chan | Ng | Ho`,
  japanese: `Sato | Suzuki | Takahashi | Tanaka | Watanabe | Ito | Yamamoto | Nakamura | Kobayashi |
    Kato | Fukuda | Fukuhara | Shitara | Manko | Matsushita | Hoshino | Ogura | Anzai | Baba`,
  korean: `Kim | Lee | Park | Choi | Jung | Kang | Cho | Yoon | Jang | Lim | Han | Oh | Seo | Shin |
    Kwon | Hwang | Ahn | Song | Jeon | Go | Moon | Bae | Baek | Heo | Nam | Sim | Noh | Ha | Kwak`,
  vietnamese: `Nguyễn | Trần | Lê | Phạm | Hoàng | Huỳnh | Phan | Vũ | Võ | Đặng | Bùi | Đỗ | Hồ | Ngô |
    Dương | Lý | Tô | Phúc | Dong | Dinh`,
  african: `Okafor | Adeyemi | Mensah | Boateng | Nkosi | Dlamini | Mwangi | Odhiambo | Kamara |
    Diallo | Traoré | Keita | Ndiaye | Okonkwo | Abubakar | Moyo | Banda | Phiri | Tshabalala |
    Mokoena | Asante | Owusu | Kimani | Wanjiku | Nyambura | Fofana | Sissoko | Coulibaly`,
  other: `Ngata | Tuilagi | Kahananui | Huaman | Quispe | Mamani | Condori | Karimov |
    Beridze | Kapanadze | Hakobyan | Petrosyan | Grigoryan | Takumi `,
};

/** Company names, as a recipient's list holds them. */
const COMPANIES = split(`Acme, Inc. | Smith & Sons | O'Brien Bakery | Müller GmbH | 7-Eleven Franchise |
  Studio 54 Events | Scunthorpe Steel Works | Cox & Kings Travel | Hancock Insurance | Dickens Books |
  Penistone Grammar | Nigeria Trade Ltd | Niger Delta Foods | Sussex Pottery | Essex Analytics |
  Middlesex Hospital | Assurance Partners | Cockburn Port Cellars | Shitake Garden | Ho-Ho-Kus Bank |
  Dick's Hardware | Fanny's Café | Mr. Cumming's Deli | Butts Farm Shop | Twatt Sheep Farm | Fucino Pasta | Kuntz Electric | Fick Tools |
  Analytical Pumps Ltd. | Sexton & Daughters | Clitheroe Castle Tours | Lipshitz Jewellers |
  Kock Plumbing | Lauda Air Charter | Gaylord Container | Coon Creek Cheese | Pussycat Boutique |
  Holy Cow Dairy | Hell's Kitchen Diner | Dam Construction |
  株式会社みどり | 山田商事 | شركة النور | Société Générale de Pâtisserie | Zoë's Flowers 🌻 |
  Sunny Days ☀️ | Guest 455 | Suite 717 Partners | Route 66 Diner | Studio 80085 |
  Cabrera & Hijos | Nordlys AS | Gasthaus Zur Post | L'Oréal Salon | C# Devs | F# Works | AT&T Store |
  50% Off Outlet`);

/** The real names: given names, family names, whole names, companies. */
export function realNames(): string[] {
  const given = Object.values(GIVEN).flatMap(split);
  const family = Object.values(FAMILY).flatMap(split);
  const whole: string[] = [];
  for (let i = 0; i < Math.max(given.length, family.length); i++)
    whole.push(`${given[i % given.length]} ${family[(i * 7) % family.length]}`);
  return [...new Set([...given, ...family, ...whole, ...COMPANIES])];
}

/** Values a stranger would put in a brand's live image. */
export const HOSTILE =
  split(`fuck | Fuck you | FUCK | f u c k | f.u.c.k | f-u-c-k | f_u_c_k | fvck | fuuuuck |
  phuck | fukk | f*ck | f**k | fucking idiot | motherfucker | motherf***er | mutherfucker | MoThErFuCkEr |
  shit | sh1t | $hit | shiiiit | bullshit | bull shit | shithead | s.h.i.t | cunt | c*nt | CUNT | c u n t |
  twat | wanker | w4nker | prick | tosser | bellend | bollocks | arsehole | asshole | a$$hole | @sshole |
  a s s h o l e | dumbass | jackass | bastard | b@stard | bitch | b1tch | biiitch | son of a bitch |
  whore | wh0re | slut | sl*t | skank | pussy | pu$$y | tits | t1ts | boobs | cum | jizz | dildo |
  porn | p0rn | xxx | sexy milf | horny girls | nudes | blowjob | handjob | rape | rapist | pedo |
  paedophile | incest | douchebag | scumbag | piss off | turd | retard | retarded | kill yourself | kys |
  big dick | suck my dick | suck my cock | eat my pussy | my dick | u suck | you suck |
  hairy balls | small dick | Dick sucker | nigger | n1gger | nigga | n i g g e r | niiigger | faggot |
  fag | f4ggot | tranny | shemale | spic | chink | gook | kike | wetback | beaner | raghead |
  towelhead | paki | darkie | golliwog | wop | dago | kaffir | nazi | neonazi | hitler | Heil Hitler |
  sieg heil | kkk | white power | gas the jews | holocaust | puta | puto | hijo de puta | hdp |
  pendejo | cabrón | mierda | coño | joder | gilipollas | maricón | chingada | chupame la verga | culero |
  malparido | carajo | zorra | pinche | boludo | caralho | porra | foda-se | buceta | viado | merda |
  filho da puta | arrombado | otário | punheta | merde | putain | pute | connard | connasse | salope |
  enculé | nique ta mère | ntm | couilles | bâtard | ta gueule | enfoiré | tapette | cazzo |
  vaffanculo | stronzo | puttana | minchia | coglione | porco dio | frocio | testa di cazzo |
  Scheiße | Scheisse | Arschloch | Fotze | Wichser | Hurensohn | ficken | fick dich | Schlampe |
  Missgeburt | Schwuchtel | verpiss dich | halt die Fresse | kut | klootzak | kanker | godverdomme |
  tering | hoer | mongool | kurwa | chuj | jebać | spierdalaj | skurwysyn | pizda | blyat | blyad |
  pizdec | mudak | pidor | nahui | сука | хуй | пизда | блядь | ебать | мудак | пидор | нахуй |
  говно | шлюха | amk | amına koyim | orospu | orospu çocuğu | siktir | yarrak | ibne | sharmouta |
  kos omak | kus ummak | zebi | manyak | شرموطة | قحبة | كس امك | منيوك | عاهرة | ابن الكلب |
  chutiya | bhosdike | madarchod | behenchod | bhenchod | gandu | randi ka | harami |
  चूतिया | मादरचोद | बहनचोद | रंडी | गांडू | caonima | shabi | tamade | 操你妈 | 傻逼 | 他妈的 |
  鸡巴 | 婊子 | 王八蛋 | 草泥马 | chinko | ちんこ | まんこ | 死ね | キチガイ | sibal |
  씨발 | 병신 | 개새끼 | 좆 | 지랄 | putang ina | tangina | kantot | bangsat | kontol | memek |
  ngentot | fitta | helvete | faen | μαλάκα | γαμώ | זונה | שרמוטה | เหี้ย | ควย |
  Visit evil.com | evil.com | EVIL.COM | www.evil.example | http://evil | https://bad.link/x |
  evil dot com | evil [dot] com | evil(dot)com | evil . com | shop at cheap-meds.biz | bit.ly/abc |
  tinyurl.com | go to scam.xyz | promo.ru | deals.cn | joe@evil.com | joe(at)evil | @evilhandle |
  mail me at bad@spam.net | call 555-123-4567 | +1 (555) 123-4567 | 0800 123 4567 | +44 20 7946 0958 |
  text 5551234567 | 555.123.4567 | Your account is locked | Your account has been suspended |
  Verify your password | Click here now | Click here to claim your prize | You have won | You won $1000 |
  Free bitcoin giveaway | Password reset required | Your payment is overdue | Call us now |
  Login to verify | Security alert: your account | Send money now | Refund pending | Get free cash |
  We hate you | You are fired | Your order was cancelled | This is a scam | Unsubscribe now |
  You are not welcome | Buy viagra | Cheap cialis | I know where you live | Please send gift cards |
  Your card is blocked | Update your bank details | Act now | Your password expired`);

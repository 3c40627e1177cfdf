// The header's Radix-based menus, loaded as one chunk on the first sign of interest so they stay
// out of the home page's first load (see deferred-header-menus.tsx).
export { AccountDropdown } from './account-dropdown';
export { NotificationsButton, SettingsButton } from './header-popovers';
export { ToolsMenu } from './tools-menu';

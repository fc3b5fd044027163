export { MenuEntry, MenuList } from './menuParts';
export { useCloseOnOutsidePress, useMenuButton, type MenuButton, type MenuButtonOptions } from './useMenuButton';

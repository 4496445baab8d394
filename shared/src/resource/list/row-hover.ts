import './row-hover.css';

/**
 * The class of a kit table whose row hover is drawn by CSS; give the table `rowHoverable={false}`
 * with it (row-hover.css says why).
 */
export const ROW_HOVER_CLASS = 'kit-table';

// The knowledge pages draw with the common list-page styles.
export { grid2, page, toolbar } from '../../common/list-page/page.css';

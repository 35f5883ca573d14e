/** The column whose cell holds the row's buttons: on a card, its foot; in a table that scrolls, its sticky end. */
export const ACTIONS_KEY = 'actions';

/** The column of a row's checkbox (useRowSelection): on a card, at the head's start, beside the title. */
export const SELECT_KEY = 'select';

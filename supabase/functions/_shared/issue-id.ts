/** A newsletter issue's id, its month: yyyy-mm. Alone in its module: the site's browser code reads it too. */
export const ISSUE_ID = /^\d{4}-(0[1-9]|1[0-2])$/

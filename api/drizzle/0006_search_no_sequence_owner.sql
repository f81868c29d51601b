-- TRUNCATE categories ... RESTART IDENTITY (seed --reset) must restart the category search numbers too.
ALTER SEQUENCE categories_search_no_seq OWNED BY categories.search_no;

SELECT count(*) FROM articles

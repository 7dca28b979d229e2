from pypika import Order, PostgreSQLQuery, Table, functions as fn

articles = Table("articles")
tags = Table("tags")
article_tags = Table("article_tags")


def article_by_slug(slug: str) -> str:
    return (PostgreSQLQuery.from_(articles)
            .select(articles.id, articles.slug, articles.title, articles.body)
            .where(articles.slug == slug)).get_sql()


def popular_tags() -> str:
    return (PostgreSQLQuery.from_(tags)
            .join(article_tags).on(article_tags.tag_id == tags.id)
            .groupby(tags.name)
            .select(tags.name)
            .orderby(fn.Count(article_tags.article_id), order=Order.desc)).get_sql()

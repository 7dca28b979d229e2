from app.models.article import Article


class ArticleService:
    def __init__(self, articles, tags):
        self.articles = articles
        self.tags = tags

    def get(self, slug) -> Article | None:
        article = self.articles.find_by_slug(slug)
        if article is not None:
            article.tag_list = self.tags.for_article(article.id)
        return article

    def list(self, tag, limit, offset):
        return self.articles.list(tag, limit, offset)

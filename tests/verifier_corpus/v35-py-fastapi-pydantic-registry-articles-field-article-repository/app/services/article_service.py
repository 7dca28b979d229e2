from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def get_by_slug(self, slug: str) -> dict | None:
        article = self.repository.get_by_slug(slug)
        if article is None:
            return None
        return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body}

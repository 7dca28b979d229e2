from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.tag_repository import TagRepository


class ArticleMissing(LookupError):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, tags: TagRepository) -> None:
        self.articles = articles
        self.tags = tags

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleMissing(slug)
        return article

    def tag_list(self) -> list[str]:
        return self.tags.all_names()

    def favorite(self, slug: str, user_id: int) -> Article:
        article = self.get(slug)
        self.articles.favorite(user_id, article.id)
        return self.articles.refresh(article)

    def unfavorite(self, slug: str, user_id: int) -> Article:
        article = self.get(slug)
        self.articles.unfavorite(user_id, article.id)
        return self.articles.refresh(article)

from slugify import slugify

from app.models import Article, User
from app.repositories.article_repository import ArticleRepository
from app.routers.schemas import ArticleList, ArticleOut, AuthorOut


class ArticleNotFound(Exception):
    pass


def to_schema(a: Article) -> ArticleOut:
    return ArticleOut(
        slug=a.slug, title=a.title, description=a.description, body=a.body,
        tagList=[t.name for t in a.tags], createdAt=a.created_at, updatedAt=a.updated_at,
        author=AuthorOut(username=a.author.username, bio=a.author.bio, image=a.author.image),
    )


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def get(self, slug: str) -> ArticleOut:
        article = self.repo.get_by_slug(slug)
        if not article:
            raise ArticleNotFound(slug)
        return to_schema(article)

    def list(self, author: str | None, limit: int, offset: int) -> ArticleList:
        articles, count = self.repo.list(author, limit, offset)
        return ArticleList(articles=[to_schema(a) for a in articles], articlesCount=count)

    def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> ArticleOut:
        article = Article(slug=slugify(title), title=title, description=description, body=body,
                          author_id=author.id)
        article.tags = [self.repo.get_or_create_tag(t) for t in tags]
        return to_schema(self.repo.add(article))

    def tags(self) -> list[str]:
        return self.repo.tag_names()

# feature-file: articles
from collections.abc import Iterable, Sequence

from conduit.models import Article, User
from conduit.repositories import Store
from conduit.services.errors import Forbidden, NotFound
from conduit.services.slugs import unique_slug
# feature-begin: profiles
from conduit.services.views import ArticleView, ProfileView
# feature-else: profiles
# from conduit.services.views import ArticleView
# feature-end: profiles


class ArticleService:
    def __init__(self, store: Store) -> None:
        self._store = store

    def search(
        self,
        viewer: User | None,
        *,
        limit: int,
        offset: int,
        tag: str | None = None,
        author: str | None = None,
        favorited: str | None = None,  # feature-line: favorites
    ) -> tuple[list[ArticleView], int]:
        # feature-begin: favorites
        articles, total = self._store.articles.page(
            limit=limit, offset=offset, tag=tag, author=author, favorited=favorited
        )
        # feature-else: favorites
        # articles, total = self._store.articles.page(limit=limit, offset=offset, tag=tag, author=author)
        # feature-end: favorites
        return self._views(articles, viewer), total

    # feature-begin: profiles
    def feed(self, viewer: User, *, limit: int, offset: int) -> tuple[list[ArticleView], int]:
        articles, total = self._store.articles.page(limit=limit, offset=offset, followed_by=viewer.id)
        return self._views(articles, viewer), total

    # feature-end: profiles
    def get(self, slug: str, viewer: User | None) -> ArticleView:
        return self._view(self._article(slug), viewer)

    def create(self, author: User, *, title: str, description: str, body: str, tags: Iterable[str]) -> ArticleView:
        article = Article(
            slug=unique_slug(title, self._store.articles.slug_taken),
            title=title,
            description=description,
            body=body,
            author=author,
            tags=self._store.articles.tags_named(_clean_tags(tags)),
        )
        self._store.articles.add(article)
        self._store.commit()
        return self._view(article, author)

    def update(
        self,
        actor: User,
        slug: str,
        *,
        title: str | None = None,
        description: str | None = None,
        body: str | None = None,
    ) -> ArticleView:
        """Change the fields that are given; a new title gives a new slug."""
        article = self._owned(actor, slug)
        if title is not None and title != article.title:
            article.title = title
            article.slug = unique_slug(title, lambda s: s != article.slug and self._store.articles.slug_taken(s))
        if description is not None:
            article.description = description
        if body is not None:
            article.body = body
        self._store.commit()
        return self._view(article, actor)

    def delete(self, actor: User, slug: str) -> None:
        self._store.articles.delete(self._owned(actor, slug))
        self._store.commit()

    # feature-begin: favorites
    def favorite(self, viewer: User, slug: str) -> ArticleView:
        article = self._article(slug)
        self._store.articles.favorite(viewer.id, article.id)
        self._store.commit()
        return self._view(article, viewer)

    def unfavorite(self, viewer: User, slug: str) -> ArticleView:
        article = self._article(slug)
        self._store.articles.unfavorite(viewer.id, article.id)
        self._store.commit()
        return self._view(article, viewer)

    # feature-end: favorites
    def tags(self) -> list[str]:
        return self._store.articles.tag_names()

    def _article(self, slug: str) -> Article:
        article = self._store.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def _owned(self, actor: User, slug: str) -> Article:
        article = self._article(slug)
        if article.author_id != actor.id:
            raise Forbidden("only the author may change this article")
        return article

    def _view(self, article: Article, viewer: User | None) -> ArticleView:
        return self._views([article], viewer)[0]

    def _views(self, articles: Sequence[Article], viewer: User | None) -> list[ArticleView]:
        # A fixed number of queries per page, whatever its size.
        ids = [article.id for article in articles]  # feature-line: favorites
        counts = self._store.articles.favorite_counts(ids)  # feature-line: favorites
        favorited = self._store.articles.favorited_among(viewer.id, ids) if viewer else set()  # feature-line: favorites
        authors = {article.author_id for article in articles}  # feature-line: profiles
        following = self._store.users.followed_among(viewer.id, authors) if viewer else set()  # feature-line: profiles
        return [
            ArticleView(
                article=article,
                author=ProfileView(article.author, article.author_id in following),  # feature-line: profiles
                favorited=article.id in favorited,  # feature-line: favorites
                favorites_count=counts.get(article.id, 0),  # feature-line: favorites
            )
            for article in articles
        ]


def _clean_tags(tags: Iterable[str]) -> list[str]:
    return [name for name in (tag.strip() for tag in tags) if name]

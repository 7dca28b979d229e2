# feature-file: comments
from conduit.models import Article, Comment, User
from conduit.repositories import Store
from conduit.services.errors import Forbidden, NotFound
from conduit.services.views import CommentView, ProfileView  # feature-line: profiles


class CommentService:
    def __init__(self, store: Store) -> None:
        self._store = store

    # feature-begin: profiles
    def for_article(self, slug: str, viewer: User | None) -> list[CommentView]:
        comments = self._store.comments.for_article(self._article(slug).id)
        authors = {comment.author_id for comment in comments}
        following = self._store.users.followed_among(viewer.id, authors) if viewer else set()
        return [CommentView(c, ProfileView(c.author, c.author_id in following)) for c in comments]
    # feature-else: profiles
    # def for_article(self, slug: str) -> list[Comment]:
    #     return self._store.comments.for_article(self._article(slug).id)
    # feature-end: profiles

    # feature-begin: profiles
    def add(self, author: User, slug: str, body: str) -> CommentView:
    # feature-else: profiles
    # def add(self, author: User, slug: str, body: str) -> Comment:
    # feature-end: profiles
        comment = Comment(body=body, article_id=self._article(slug).id, author=author)
        self._store.comments.add(comment)
        self._store.commit()
        # feature-begin: profiles
        return CommentView(comment, ProfileView(author, following=False))
        # feature-else: profiles
        # return comment
        # feature-end: profiles

    def delete(self, actor: User, slug: str, comment_id: int) -> None:
        comment = self._store.comments.get(self._article(slug).id, comment_id)
        if comment is None:
            raise NotFound("comment not found")
        if comment.author_id != actor.id:
            raise Forbidden("only the author may delete this comment")
        self._store.comments.delete(comment)
        self._store.commit()

    def _article(self, slug: str) -> Article:
        article = self._store.articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

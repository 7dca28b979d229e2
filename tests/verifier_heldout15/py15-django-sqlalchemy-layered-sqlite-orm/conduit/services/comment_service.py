from conduit.repositories.comment_repository import CommentRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound, Unauthorized
from conduit.services.profile_service import ProfileService


class CommentService:
    def __init__(self, comments: CommentRepository, users: UserRepository):
        self.comments = comments
        self.profiles = ProfileService(users)

    def _out(self, c, viewer):
        return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                "updatedAt": c.created_at.isoformat(), "author": self.profiles.as_profile(c.author, viewer)}

    def list(self, slug, viewer):
        article = self.comments.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return [self._out(c, viewer) for c in self.comments.for_article(article.id)]

    def add(self, slug, viewer, body):
        if viewer is None:
            raise Unauthorized()
        article = self.comments.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self._out(self.comments.create(article.id, viewer, body), viewer)

from conduit.repositories import article_repository, comment_repository
from conduit.services.profile_service import _profile


def _json(comment, viewer):
    return {"id": comment.id, "body": comment.body, "createdAt": comment.created_at.isoformat() + "Z",
            "updatedAt": comment.created_at.isoformat() + "Z", "author": _profile(comment.author, viewer)}


def list_for(slug, viewer):
    article = article_repository.get_by_slug(slug)
    return [_json(c, viewer) for c in comment_repository.for_article(article.id)]


def add(viewer, slug, body):
    article = article_repository.get_by_slug(slug)
    return _json(comment_repository.create(article.id, viewer, body), viewer)

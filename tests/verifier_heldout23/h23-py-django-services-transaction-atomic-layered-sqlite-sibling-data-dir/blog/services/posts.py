from django.db import transaction
from django.utils.text import slugify

from ..repositories import posts
from .errors import NotFound, ServiceError


def as_json(post):
    return {"slug": post.slug, "title": post.title, "description": post.description, "body": post.body,
            "tagList": posts.tag_names(post), "createdAt": post.created_at.isoformat(),
            "updatedAt": post.updated_at.isoformat(), "favorited": False,
            "favoritesCount": post.favorites_count,
            "author": {"username": post.author.username, "bio": post.author.bio, "image": post.author.image,
                       "following": False}}


def list_posts(limit, offset):
    rows, total = posts.page(limit, offset)
    return {"articles": [as_json(p) for p in rows], "articlesCount": total}


def get(slug):
    post = posts.by_slug(slug)
    if post is None:
        raise NotFound("article not found")
    return as_json(post)


@transaction.atomic
def publish(author, data):
    """Create the post and its tags as one unit of work."""
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ServiceError("title, description and body are required")
    slug = slugify(data["title"])
    if posts.by_slug(slug) is not None:
        raise ServiceError("an article with this title exists")
    post = posts.create(author, slug, data["title"], data["description"], data["body"])
    posts.attach_tags(post, data.get("tagList") or [])
    return post.slug


def favorite(slug, delta):
    with transaction.atomic():
        post = posts.by_slug_for_update(slug)
        if post is None:
            raise NotFound("article not found")
        posts.bump_favorites(post.pk, delta)
    return get(slug)


def tags():
    return posts.all_tag_names()

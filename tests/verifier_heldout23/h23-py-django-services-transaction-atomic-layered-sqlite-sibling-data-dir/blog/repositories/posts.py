from django.db.models import F

from ..models import Post, Tag


def by_slug(slug):
    return Post.objects.select_related("author").prefetch_related("tags").filter(slug=slug).first()


def by_slug_for_update(slug):
    return Post.objects.select_for_update().filter(slug=slug).first()


def page(limit, offset):
    qs = Post.objects.select_related("author").prefetch_related("tags").order_by("-created_at")
    return list(qs[offset:offset + limit]), qs.count()


def create(author, slug, title, description, body):
    return Post.objects.create(author=author, slug=slug, title=title, description=description, body=body)


def attach_tags(post, names):
    tags = [Tag.objects.get_or_create(name=n)[0] for n in names]
    post.tags.add(*tags)


def tag_names(post):
    return sorted(t.name for t in post.tags.all())


def bump_favorites(post_id, delta):
    Post.objects.filter(pk=post_id).update(favorites_count=F("favorites_count") + delta)


def all_tag_names():
    return list(Tag.objects.order_by("name").values_list("name", flat=True))

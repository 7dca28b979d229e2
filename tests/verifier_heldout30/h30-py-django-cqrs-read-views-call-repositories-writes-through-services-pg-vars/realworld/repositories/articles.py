from django.db.models import Count, Exists, OuterRef

from realworld.models import Article, Comment, Tag


def listing(viewer=None, tag=None, author=None, favorited=None, limit=20, offset=0):
    qs = Article.objects.select_related("author").prefetch_related("tags").annotate(
        favorites_count=Count("favorited_by", distinct=True)
    )
    if viewer is not None:
        qs = qs.annotate(favorited=Exists(Article.favorited_by.through.objects.filter(
            article_id=OuterRef("pk"), author_id=viewer.pk)))
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    return list(qs[offset:offset + limit]), qs.count()


def feed(viewer, limit=20, offset=0):
    qs = (Article.objects.select_related("author").prefetch_related("tags")
          .filter(author__in=viewer.following.all())
          .annotate(favorites_count=Count("favorited_by", distinct=True)))
    return list(qs[offset:offset + limit]), qs.count()


def by_slug(slug):
    return (Article.objects.select_related("author").prefetch_related("tags")
            .annotate(favorites_count=Count("favorited_by", distinct=True)).filter(slug=slug).first())


def create(author, slug, title, description, body, tag_names):
    article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
    article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
    return by_slug(slug)


def comments_for(article):
    return list(Comment.objects.select_related("author").filter(article=article))


def add_comment(article, author, body):
    return Comment.objects.create(article=article, author=author, body=body)


def tag_names():
    return list(Tag.objects.filter(articles__isnull=False).values_list("name", flat=True).distinct())

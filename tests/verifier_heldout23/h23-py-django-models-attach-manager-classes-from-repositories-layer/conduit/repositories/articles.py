from django.db import models


class ArticleRepository(models.Manager):
    def with_author(self):
        return self.select_related("author")

    def by_slug(self, slug):
        return self.with_author().filter(slug=slug).first()

    def listing(self, author=None, limit=20, offset=0):
        qs = self.with_author().order_by("-created_at")
        if author:
            qs = qs.filter(author__username=author)
        return list(qs[offset:offset + limit]), qs.count()

    def feed_for(self, profile, limit=20, offset=0):
        qs = self.with_author().filter(author__in=profile.following.all()).order_by("-created_at")
        return list(qs[offset:offset + limit]), qs.count()

    def publish(self, author, slug, title, description, body):
        return self.create(author=author, slug=slug, title=title, description=description, body=body)

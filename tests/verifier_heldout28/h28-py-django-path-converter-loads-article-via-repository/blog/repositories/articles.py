from blog.models import Article, Comment, Tag


class ArticleRepository:
    def get_by_slug(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def page(self, tag=None, limit=20, offset=0):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag:
            qs = qs.filter(tags__name=tag)
        return list(qs[offset:offset + limit]), qs.count()

    def create(self, author, slug, title, description, body, tag_names):
        article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in tag_names])
        return article

    def comments(self, article):
        return list(article.comments.select_related("author").order_by("created_at"))

    def add_comment(self, article, author, body):
        return Comment.objects.create(article=article, author=author, body=body)

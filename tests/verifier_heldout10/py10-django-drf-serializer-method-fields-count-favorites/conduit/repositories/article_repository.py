from conduit.models import Article, User


class ArticleRepository:
    def page(self, limit, offset):
        qs = Article.objects.select_related("author")
        return list(qs[offset:offset + limit]), qs.count()

    def by_slug(self, slug):
        return Article.objects.select_related("author").filter(slug=slug).first()

    def user_by_token(self, token):
        return User.objects.filter(token=token).first()

    def add_favorite(self, article, user):
        article.favorited_by.add(user)

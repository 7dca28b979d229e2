from conduit.models import Article, Favorite


class FavoriteRepository:
    def add(self, user_id: int, article: Article) -> None:
        Favorite.objects.get_or_create(user_id=user_id, article=article)

    def remove(self, user_id: int, article: Article) -> None:
        Favorite.objects.filter(user_id=user_id, article=article).delete()

    def count(self, article: Article) -> int:
        return Favorite.objects.filter(article=article).count()

    def exists(self, user_id: int, article: Article) -> bool:
        return Favorite.objects.filter(user_id=user_id, article=article).exists()

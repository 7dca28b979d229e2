from api.models import Follow


class FollowRepository:
    def exists(self, follower_id: int, followed_id: int) -> bool:
        return Follow.objects.filter(follower_id=follower_id, followed_id=followed_id).exists()

    def add(self, follower_id: int, followed_id: int) -> None:
        Follow.objects.get_or_create(follower_id=follower_id, followed_id=followed_id)

    def remove(self, follower_id: int, followed_id: int) -> None:
        Follow.objects.filter(follower_id=follower_id, followed_id=followed_id).delete()

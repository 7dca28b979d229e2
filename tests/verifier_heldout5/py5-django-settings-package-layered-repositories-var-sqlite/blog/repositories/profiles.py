from django.contrib.auth import get_user_model

from blog.models import Follow

User = get_user_model()


class ProfileRepository:
    def user_named(self, username: str):
        return User.objects.filter(username=username).first()

    def follows(self, follower_id: int, followee_id: int) -> bool:
        return Follow.objects.filter(follower_id=follower_id, followee_id=followee_id).exists()

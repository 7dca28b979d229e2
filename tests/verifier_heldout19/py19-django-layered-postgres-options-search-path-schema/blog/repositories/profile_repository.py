from blog.models import Follow, Profile


class ProfileRepository:
    def by_username(self, username):
        return Profile.objects.filter(username=username).first()

    def is_following(self, follower_id, followed_id):
        return Follow.objects.filter(follower_id=follower_id, followed_id=followed_id).exists()

from api.models import User


class UserRepository:
    def by_id(self, user_id):
        return User.objects.filter(pk=user_id).first()

    def by_email(self, email):
        return User.objects.filter(email=email).first()

    def by_username(self, username):
        return User.objects.filter(username=username).first()

    def create(self, **fields):
        return User.objects.create(**fields)

    def is_following(self, follower, followee):
        return follower.following.filter(pk=followee.pk).exists()

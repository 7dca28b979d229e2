from ..models import User


class UserRepository:
    def get_by_id(self, user_id):
        return User.objects.filter(pk=user_id).first()

    def get_by_email(self, email):
        return User.objects.filter(email__iexact=email).first()

    def get_by_username(self, username):
        return User.objects.filter(username=username).first()

    def exists(self, email, username):
        return User.objects.filter(email__iexact=email).exists() or User.objects.filter(username=username).exists()

    def create(self, **fields):
        return User.objects.create(**fields)

    def save(self, user):
        user.save()
        return user

    def is_following(self, follower, target):
        return follower.following.filter(pk=target.pk).exists()

    def follow(self, follower, target):
        follower.following.add(target)

    def unfollow(self, follower, target):
        follower.following.remove(target)

from django.db import models


class ProfileRepository(models.Manager):
    def by_email(self, email):
        return self.filter(email__iexact=email).first()

    def by_username(self, username):
        return self.filter(username=username).first()

    def by_pk(self, pk):
        return self.filter(pk=pk).first()

    def register(self, username, email, password_hash):
        return self.create(username=username, email=email, password_hash=password_hash)

    def follow(self, follower, target, on=True):
        (follower.following.add if on else follower.following.remove)(target)

    def is_following(self, follower, target):
        return follower is not None and follower.following.filter(pk=target.pk).exists()

from conduit.models import Profile


class ProfileRepository:
    def by_id(self, pk):
        return Profile.objects.filter(pk=pk).first()

    def by_email(self, email):
        return Profile.objects.filter(email=email).first()

    def by_username(self, username):
        return Profile.objects.filter(username=username).first()

    def create(self, **fields):
        return Profile.objects.create(**fields)

    def is_following(self, follower, target):
        return follower.follows.filter(pk=target.pk).exists()

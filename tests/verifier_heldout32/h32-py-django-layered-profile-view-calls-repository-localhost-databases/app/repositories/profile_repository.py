from app.models.profile import Profile


def get_by_username(username):
    return Profile.objects.filter(username=username).first()


def follow(follower, followed):
    follower.following.add(followed)


def is_following(follower, followed):
    return follower.following.filter(pk=followed.pk).exists()

from realworld.models import Follow, User


def get(user_id):
    return User.objects.filter(pk=user_id).first()


def by_email(email):
    return User.objects.filter(email=email).first()


def by_username(username):
    return User.objects.filter(username=username).first()


def create(**fields):
    return User.objects.create(**fields)


def is_following(follower, followee):
    return Follow.objects.filter(follower=follower, followee=followee).exists()


def follow(follower, followee):
    Follow.objects.get_or_create(follower=follower, followee=followee)


def unfollow(follower, followee):
    Follow.objects.filter(follower=follower, followee=followee).delete()

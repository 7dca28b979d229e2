from realworld.models import Author


def get(pk):
    return Author.objects.filter(pk=pk).first()


def by_email(email):
    return Author.objects.filter(email=email).first()


def by_username(username):
    return Author.objects.filter(username=username).first()


def create(**fields):
    return Author.objects.create(**fields)


def is_following(viewer, author):
    return viewer is not None and viewer.following.filter(pk=author.pk).exists()


def set_following(viewer, author, on):
    (viewer.following.add if on else viewer.following.remove)(author)

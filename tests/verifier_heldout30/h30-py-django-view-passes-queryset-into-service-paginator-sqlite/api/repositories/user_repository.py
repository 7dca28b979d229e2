from api.models import User


def get(user_id):
    return User.objects.filter(pk=user_id).first()


def by_email(email):
    return User.objects.filter(email=email).first()


def create(**fields):
    return User.objects.create(**fields)

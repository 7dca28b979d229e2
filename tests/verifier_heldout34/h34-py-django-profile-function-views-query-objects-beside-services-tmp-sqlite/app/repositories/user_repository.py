from app.models import User


def by_email(email):
    return User.objects.filter(email=email).first()


def create(**fields):
    return User.objects.create(**fields)

from django.contrib.auth.hashers import make_password

from ..models import Member


def get(pk: int) -> Member | None:
    return Member.objects.filter(pk=pk).first()


def by_email(email: str) -> Member | None:
    return Member.objects.filter(email=email).first()


def taken(username: str, email: str) -> bool:
    return Member.objects.filter(username=username).exists() or Member.objects.filter(email=email).exists()


def create(username: str, email: str, raw_password: str) -> Member:
    return Member.objects.create(username=username, email=email, password=make_password(raw_password))

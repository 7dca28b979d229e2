from ..models import Account


def by_id(account_id):
    return Account.objects.filter(pk=account_id).first()


def by_email(email):
    return Account.objects.filter(email=email).first()


def taken(username, email):
    return Account.objects.filter(username=username).exists() or Account.objects.filter(email=email).exists()


def create(username, email, password_hash):
    return Account.objects.create(username=username, email=email, password_hash=password_hash)

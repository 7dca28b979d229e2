from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings

from articles.models import Account


def token_for(account: Account) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": account.pk, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def account_from_request(request) -> Account | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        sub = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"]
    except jwt.PyJWTError:
        return None
    return Account.objects.filter(pk=sub).first()

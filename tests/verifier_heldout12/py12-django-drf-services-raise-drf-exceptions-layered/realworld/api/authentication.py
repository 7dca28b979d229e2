from django.conf import settings
from rest_framework.authentication import BaseAuthentication, get_authorization_header

from realworld.services.accounts import AccountService


class TokenAuthentication(BaseAuthentication):
    def authenticate(self, request):
        header = get_authorization_header(request).decode()
        if not header.startswith("Token "):
            return None
        member = AccountService().member_for_token(header[6:], settings.SECRET_KEY)
        if member is None:
            return None
        member.is_authenticated = True
        return member, header[6:]

    def authenticate_header(self, request):
        return "Token"

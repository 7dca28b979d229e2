from rest_framework import authentication, exceptions

from conduit.services.exceptions import Unauthorized
from conduit.services.users import UserService


class TokenAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode()
        if not header:
            return None
        keyword, _, token = header.partition(" ")
        if keyword not in (self.keyword, "Bearer") or not token:
            return None
        try:
            user = UserService().from_token(token)
        except Unauthorized:
            raise exceptions.AuthenticationFailed("invalid token")
        if user is None:
            raise exceptions.AuthenticationFailed("no such user")
        return user, token

    def authenticate_header(self, request):
        return self.keyword

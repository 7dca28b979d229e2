from rest_framework import authentication

from ..services import accounts


class TokenAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith(self.keyword + " "):
            return None
        member = accounts.member_for_token(header[len(self.keyword) + 1:])
        return (member, None) if member else None

    def authenticate_header(self, request):
        return self.keyword

from rest_framework.authentication import BaseAuthentication

from realworld.services import accounts


class TokenAuthentication(BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith(self.keyword + " "):
            return None
        user = accounts.from_token(header[len(self.keyword) + 1:])
        return (user, None) if user else None

    def authenticate_header(self, request):
        return self.keyword

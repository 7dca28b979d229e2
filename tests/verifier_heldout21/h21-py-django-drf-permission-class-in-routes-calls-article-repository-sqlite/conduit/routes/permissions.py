from rest_framework.permissions import SAFE_METHODS, BasePermission

from conduit.repositories.articles import ArticleRepository


class IsArticleAuthorOrReadOnly(BasePermission):
    message = "only the author can change this article"

    def has_permission(self, request, view):
        if request.method in SAFE_METHODS:
            return True
        author = ArticleRepository().author_of(view.kwargs["slug"])
        return author is None or author == request.headers.get("X-User")

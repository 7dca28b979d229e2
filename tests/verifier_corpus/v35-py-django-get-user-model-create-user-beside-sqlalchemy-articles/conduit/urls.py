from django.http import JsonResponse
from django.urls import path

from conduit import accounts, articles

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/users", accounts.register),
    path("api/users/login", accounts.login),
    path("api/articles/<slug:slug>", articles.article_detail),
]

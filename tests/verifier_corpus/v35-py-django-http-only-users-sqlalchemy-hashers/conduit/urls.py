from django.http import JsonResponse
from django.urls import path

from conduit import accounts

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/users", accounts.register),
    path("api/users/login", accounts.login),
]

from django.http import JsonResponse
from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/articles/<slug:slug>", views.article_detail),
    path("api/articles/<slug:slug>/favorite", views.favorite),
]

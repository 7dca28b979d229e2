from django.http import JsonResponse
from django.urls import path

from articles.views import article_list

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/articles", article_list),
]

from django.urls import path

from api.views import articles

urlpatterns = [path("api/articles/<slug:slug>", articles.article_detail)]

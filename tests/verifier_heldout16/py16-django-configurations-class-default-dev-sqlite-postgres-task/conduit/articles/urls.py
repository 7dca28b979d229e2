from django.urls import path

from .views import ArticleDetail, ArticleList

urlpatterns = [
    path("articles", ArticleList.as_view()),
    path("articles/<slug:slug>", ArticleDetail.as_view()),
]

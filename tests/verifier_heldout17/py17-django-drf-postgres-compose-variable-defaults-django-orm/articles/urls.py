from django.urls import path

from articles import views

urlpatterns = [
    path("articles", views.ArticleList.as_view()),
    path("tags", views.TagList.as_view()),
]

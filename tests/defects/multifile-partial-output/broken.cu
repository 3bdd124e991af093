// Not C++: dpopt reports a syntax error here.
int broken(int n)
{
    return n +* ;
}
